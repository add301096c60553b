import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 1).to(device)
x = torch.ones(2, 4, device=device)

# Option 1: no_grad() also skips the graph but returns normal tensors.
with torch.no_grad():
    feats = backbone(x)
print(feats.is_inference(), feats.requires_grad)
head(feats).sum().backward()
print(head.weight.grad.shape)

# Option 2: keep inference_mode() and clone the result outside of it.
with torch.inference_mode():
    feats = backbone(x)
feats = feats.clone()
print(feats.is_inference())
head(feats).sum().backward()
print(head.weight.grad.shape)
