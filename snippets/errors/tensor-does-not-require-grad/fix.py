import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (w * 3).sum()
print(loss.requires_grad, loss.grad_fn is not None)
loss.backward()
print(w.grad)

# The same error appears when the forward pass ran under torch.no_grad():
with torch.no_grad():
    frozen = (w * 3).sum()
print(frozen.requires_grad)  # False: calling frozen.backward() would fail
