import torch

a = torch.tensor([1.0, 5.0, 3.0])
b = torch.tensor([3.0, 2.0, 3.0])

print(torch.maximum(a, b))                        # element by element
print(a.maximum(torch.tensor(2.0)))               # a 0-D tensor broadcasts
print(torch.maximum(torch.ones(2, 1), torch.zeros(3)).shape)  # (2, 1) with (3,) -> (2, 3)
print(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 0.0])))  # int with float -> float

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.tensor([1.0, 0.0], requires_grad=True)
torch.maximum(x, y).sum().backward()
print(x.grad, y.grad)                             # a tie splits the gradient 0.5 / 0.5
