import torch

x = torch.arange(6.0).reshape(2, 3)

dims = [d for d in range(x.dim()) if x.size(d) == 1]  # no size-1 dims here: []
print(dims)
print(x.sum(dim=dims))        # an empty dim list reduces over EVERY dimension
print(x.sum(dim=dims).shape)  # NumPy's np.sum(a, axis=()) would return a unchanged
