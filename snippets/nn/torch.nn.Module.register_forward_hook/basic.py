import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
features = {}


def save_activation(module, args, output):
    # args is the tuple of positional inputs; output is what forward returned
    print(type(module).__name__, tuple(args[0].shape), "->", tuple(output.shape))
    features["relu"] = output.detach()  # detach: keep the values, not the graph


handle = model[1].register_forward_hook(save_activation)
model(torch.randn(3, 4, device=device))
print(tuple(features["relu"].shape), features["relu"].requires_grad)

handle.remove()  # stop collecting
model(torch.randn(3, 4, device=device))
print("after remove: no hook output above")

# a hook that returns a value replaces the module output
model[2].register_forward_hook(lambda mod, args, out: out.clamp(min=0))
print((model(torch.randn(5, 4, device=device)) >= 0).all().item())
