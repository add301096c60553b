import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, device=device)
target = torch.tensor([1.0, 0.0, 0.0, 0.0], device=device)  # 1 positive, 3 negatives

plain = torch.nn.BCEWithLogitsLoss(reduction="none")
# pos_weight multiplies the loss of positive targets; one value per class/label
weighted = torch.nn.BCEWithLogitsLoss(reduction="none", pos_weight=torch.tensor([3.0], device=device))
print(plain(logits, target))
print(weighted(logits, target))
