import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCELoss()

probs = torch.tensor([0.9, 0.2, 0.6], device=device)   # already passed through sigmoid
target = torch.tensor([1.0, 0.0, 1.0], device=device)  # float, same shape as probs

print(criterion(probs, target))
print(torch.nn.BCELoss(reduction="none")(probs, target))
# Per-element weights rescale each term
print(torch.nn.BCELoss(weight=torch.tensor([1.0, 1.0, 2.0], device=device), reduction="none")(probs, target))
