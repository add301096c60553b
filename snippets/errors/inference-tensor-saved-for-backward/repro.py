import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 1).to(device)
x = torch.ones(2, 4, device=device)

with torch.inference_mode():  # e.g. features precomputed by a frozen backbone
    feats = backbone(x)
print(feats.is_inference())

loss = head(feats).sum()  # Linear must save its input for the weight gradient
loss.backward()
