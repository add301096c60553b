import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

values = []
for step in range(3):
    loss = torch.tensor(1.0 / (step + 1), device=device)
    values.append(loss.item())  # Python floats, not tensors

print(torch.tensor(values))  # build from numbers with torch.tensor
torch.stack(values)
