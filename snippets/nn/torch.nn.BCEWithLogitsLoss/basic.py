import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()

logits = torch.tensor([2.0, -1.0, 0.5], device=device)  # raw scores, no sigmoid
target = torch.tensor([1.0, 0.0, 1.0], device=device)

print(criterion(logits, target))
# Same value as sigmoid + BCELoss for moderate logits
print(torch.nn.BCELoss()(torch.sigmoid(logits), target))

# Multi-label: (N, num_labels) logits and 0/1 targets of the same shape
multi_logits = torch.tensor([[1.0, -2.0, 0.0], [0.5, 0.5, -1.0]], device=device)
multi_target = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]], device=device)
print(torch.nn.BCEWithLogitsLoss(reduction="none")(multi_logits, multi_target))
