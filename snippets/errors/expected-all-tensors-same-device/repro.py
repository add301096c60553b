import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)

# The mistake: the input stays on a different device than the model. On a GPU
# machine this is the CPU; a CPU-only machine has no second real device, so the
# data-less "meta" device stands in for it.
other = torch.device("meta") if device.type == "cpu" else torch.device("cpu")
x = torch.ones(4, 3, device=other)
print(x.device.type, next(model.parameters()).device.type)
model(x)
