import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()

# Sequence model output: (batch=2, seq_len=4, num_classes=3)
logits = torch.zeros(2, 4, 3, device=device)
target = torch.zeros(2, 4, dtype=torch.long, device=device)

# The class dimension must be dim 1: (N, C, L). Fix: logits.permute(0, 2, 1)
print(criterion(logits.permute(0, 2, 1), target))
criterion(logits, target)
