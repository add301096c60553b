import torch

torch.manual_seed(0)
x = torch.randn(1000, 512)


def depth_20_relu_std(use_kaiming):
    h = x
    for _ in range(20):
        layer = torch.nn.Linear(512, 512)  # default: kaiming_uniform_(a=sqrt(5)), bound 1/sqrt(fan_in)
        if use_kaiming:
            torch.nn.init.kaiming_normal_(layer.weight, nonlinearity="relu")
            torch.nn.init.zeros_(layer.bias)
        h = torch.relu(layer(h))
    return h.std().item()


print(f"default init: {depth_20_relu_std(False):.3f}")  # activations shrink layer after layer
print(f"kaiming relu: {depth_20_relu_std(True):.3f}")  # the scale is kept
