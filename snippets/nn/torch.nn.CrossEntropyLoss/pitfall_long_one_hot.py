import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(2, 3, device=device)

# one_hot returns int64; a (N, C) target must be float class probabilities
one_hot = torch.nn.functional.one_hot(torch.tensor([0, 2], device=device), num_classes=3)
print(one_hot.dtype)
criterion(logits, one_hot)
