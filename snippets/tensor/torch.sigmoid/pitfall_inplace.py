import torch

x = torch.tensor([2.0], requires_grad=True)

y = x.exp()
z = y.sigmoid()          # out of place: y is kept for exp's backward
z.sum().backward()
print(x.grad)

y = x.exp()
y.sigmoid_()             # overwrites the output that exp's backward needs
y.sum().backward()
