import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0])
print(torch.nn.Tanhshrink()(x))  # x - tanh(x): flat near 0, close to x - sign(x) far away
print(F.tanhshrink(x))

x = torch.tensor([-3.0, 0.0, 0.5, 3.0], requires_grad=True)
F.tanhshrink(x).sum().backward()
print(x.grad)  # the derivative is tanh(x) ** 2
