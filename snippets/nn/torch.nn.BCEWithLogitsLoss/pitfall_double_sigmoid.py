import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()
target = torch.tensor([1.0, 0.0], device=device)

# A model that is already perfectly confident
logits = torch.tensor([20.0, -20.0], device=device)
print("logits:        ", criterion(logits, target))

# Model ends with nn.Sigmoid(): the loss applies a second sigmoid and the
# loss stays far from 0 (at best 0.313 for a positive, 0.693 for a negative)
print("sigmoid output:", criterion(torch.sigmoid(logits), target))
