import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)

loss = torch.nan_to_num(torch.log(x - 1)).sum()  # log(0) = -inf, replaced in the forward pass
loss.backward()

print(loss)
print(x.grad)  # the backward pass still divides by zero
