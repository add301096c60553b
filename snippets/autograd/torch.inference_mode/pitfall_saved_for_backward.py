import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
with torch.inference_mode():
    features = torch.ones(2, 3, device=device) * 2  # an inference tensor
loss = model(features).sum()  # Linear must save its input for backward
