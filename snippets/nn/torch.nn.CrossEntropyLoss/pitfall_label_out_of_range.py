import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(2, 3, device=device)  # 3 classes: valid labels are 0, 1, 2

# Labels numbered from 1 instead of 0
target = torch.tensor([1, 3], device=device)
criterion(logits, target)
