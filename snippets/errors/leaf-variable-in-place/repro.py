import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
loss = (w * 2).sum()
loss.backward()

# Hand-written SGD step outside torch.no_grad(): autograd refuses it.
w.sub_(0.1 * w.grad)
