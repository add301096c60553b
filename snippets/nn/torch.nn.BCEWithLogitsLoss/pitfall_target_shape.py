import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()
logits = torch.zeros(4, 1, device=device)  # output of nn.Linear(d, 1)
target = torch.tensor([1.0, 0.0, 1.0, 0.0], device=device)
print(criterion(logits.squeeze(1), target))  # fixed
criterion(logits, target)
