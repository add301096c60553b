import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(4, 3, device=device)  # batch of 4
target = torch.tensor([0, 2, 1], device=device)  # only 3 labels (e.g. last batch mixed up)
criterion(logits, target)
