import torch

torch.manual_seed(0)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

if device.type == "cuda":
    sample = torch.randn(8, 16, device=device, requires_grad=False)  # same shape, dtype and requires_grad as real inputs
    model = torch.cuda.make_graphed_callables(model, (sample,))  # warms up, captures forward and backward graphs

for step in range(3):
    x = torch.randn(8, 16, device=device)
    loss = model(x).square().mean()  # on the GPU: one graph replay forward, one backward
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(type(model).__name__, "trained", 3, "steps on", device.type)
