import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
w = torch.randn(3, device=device, requires_grad=True) * 0.01  # result of a multiply: not a leaf
print(w.is_leaf)
loss = (w * 2).sum()
loss.backward()
print(w.grad)  # None (and a UserWarning): only leaf tensors get .grad
