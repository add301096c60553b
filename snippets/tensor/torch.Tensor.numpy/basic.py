import torch

t = torch.ones(3)
a = t.numpy()              # CPU tensor -> ndarray sharing the same memory
a[0] = 5.0
print(t, a.dtype)

t.add_(1.0)                # in-place on the tensor shows in the array
print(a)

# the usual conversion from a training step: detach, move to CPU, convert
device = "cuda" if torch.cuda.is_available() else "cpu"
pred = torch.tensor([0.25, 0.75], device=device, requires_grad=True) * 2
print(pred.detach().cpu().numpy())
print(pred.numpy(force=True))          # the same in one call (copies when needed)

print(torch.tensor(3.0).numpy().shape)  # a 0-d tensor gives a 0-d array
