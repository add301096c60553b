import torch
import torch.autograd.forward_ad as fwAD

W = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
x = torch.tensor([0.2, -0.1, 0.1])

# Without the context manager: enter and exit the level by hand
level = fwAD.enter_dual_level()
try:
    columns = []
    for i in range(3):
        e_i = torch.zeros(3)
        e_i[i] = 1.0
        dual = fwAD.make_dual(x, e_i)
        # One forward pass per column of the Jacobian of x -> tanh(W @ x)
        columns.append(fwAD.unpack_dual(torch.tanh(W @ dual)).tangent)
finally:
    fwAD.exit_dual_level()

print(level)
print(torch.stack(columns, dim=1))
print(torch.autograd.functional.jacobian(lambda t: torch.tanh(W @ t), x))
