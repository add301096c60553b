import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, 1, device=device)
target = torch.tensor([0.0, 1.0, 1.0, 0.0], device=device)

loss_fn = torch.nn.BCEWithLogitsLoss()
print(round(loss_fn(logits.squeeze(1), target).item(), 4))  # (4,) vs (4,)
print(round(loss_fn(logits, target.unsqueeze(1)).item(), 4))  # (4, 1) vs (4, 1)

# BCELoss（输入为概率）也遵循同样的规则。
probs = torch.sigmoid(logits)
print(round(torch.nn.BCELoss()(probs.view(-1), target).item(), 4))
