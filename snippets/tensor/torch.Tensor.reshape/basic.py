import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device)
print(x.reshape(3, 4).shape)          # separate ints ...
print(x.reshape((2, 6)).shape)        # ... or one tuple / torch.Size
print(x.reshape(2, -1, 3).shape)      # one -1 is inferred
print(x.reshape(-1).shape)            # flatten

batch = torch.randn(8, 3, 4, 4, device=device)
print(batch.reshape(batch.shape[0], -1).shape)   # flatten everything but the batch dimension
