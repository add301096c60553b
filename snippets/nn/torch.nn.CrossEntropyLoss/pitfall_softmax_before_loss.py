import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
target = torch.tensor([0], device=device)

# The model is already very confident and correct
logits = torch.tensor([[10.0, 0.0, 0.0]], device=device)
print("logits:          ", criterion(logits, target))

# Applying softmax first squashes the scores into [0, 1]; the loss
# can never get close to 0 any more, even for a perfect prediction
probs = logits.softmax(dim=1)
print("softmax outputs: ", criterion(probs, target))
print("best possible:   ", criterion(torch.tensor([[1.0, 0.0, 0.0]], device=device), target))
