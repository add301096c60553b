import torch
from torch.func import grad

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Write the function for ONE sample; vmap adds the batch dimension
def score(x, w):
    return torch.dot(x, w)

xs = torch.arange(12.0, device=device).reshape(4, 3)  # batch of 4 samples
w = torch.tensor([1.0, 0.0, -1.0], device=device)     # shared by all samples
print(torch.vmap(score, in_dims=(0, None))(xs, w))

# out_dims=1 puts the batch dimension second in the result
print(torch.vmap(lambda x: x * 2, out_dims=1)(xs).shape)

# Per-sample gradients: vmap over torch.func.grad
def loss(w, x, y):
    return (torch.dot(x, w) - y) ** 2

ys = torch.zeros(4, device=device)
per_sample = torch.vmap(grad(loss), in_dims=(None, 0, 0))(w, xs, ys)
print(per_sample.shape)

# chunk_size trades speed for memory; the result is the same
same = torch.vmap(score, in_dims=(0, None), chunk_size=2)(xs, w)
print(torch.equal(same, torch.vmap(score, in_dims=(0, None))(xs, w)))
