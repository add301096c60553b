import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0, 2.0], device=device, requires_grad=True)
loss = x.exp().sum()  # exp() saves its output for the backward pass

loss.backward()  # frees the saved output
print(x.grad)
loss.backward()  # second pass over the same graph: the saved tensor is gone
