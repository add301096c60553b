import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(4, 3, device=device)

# Labels loaded as float (e.g. from a NumPy float array), shape (N,)
target = torch.tensor([0.0, 2.0, 1.0, 0.0], device=device)
print(target.dtype, target.shape)
criterion(logits, target)
