import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([2.0, 0.5, 1.0], device=device)
print(logits.dim(), logits.shape)

# Count dimensions from the end: dim=-1 is the class dimension in both cases.
print(torch.softmax(logits, dim=-1).sum().item())

# Or restore the batch dimension the model expects.
batch = logits.unsqueeze(0)
print(batch.shape, torch.softmax(batch, dim=1).shape)
