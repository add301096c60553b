import io

import torch

torch.manual_seed(0)
backbone = torch.nn.Linear(4, 4)
head = torch.nn.Linear(4, 1)
x = torch.ones(2, 4)

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

# Loading weights: load_state_dict copies into the existing parameters, which stay normal tensors,
# even when it runs inside inference_mode() on a checkpoint loaded there.
buffer = io.BytesIO()
torch.save(head.state_dict(), buffer)
buffer.seek(0)
with torch.inference_mode():
    state = torch.load(buffer)
    model = torch.nn.Linear(4, 1)
    print("model created inside:", model.weight.is_inference())  # True: create models outside
model = torch.nn.Linear(4, 1)
with torch.inference_mode():
    model.load_state_dict(state)
print("copied:", model.weight.is_inference())
model(x).sum().backward()
torch.optim.SGD(model.parameters(), lr=0.1).step()  # trains normally

# assign=True keeps the checkpoint's own tensors, here inference tensors.
assigned = torch.nn.Linear(4, 1)
with torch.inference_mode():
    assigned.load_state_dict(state, assign=True)
print("assigned:", assigned.weight.is_inference())  # True: optimizer.step() would fail
