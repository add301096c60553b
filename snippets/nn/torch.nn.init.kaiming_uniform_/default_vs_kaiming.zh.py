import torch

torch.manual_seed(0)
x = torch.randn(1000, 512)


def depth_20_relu_std(use_kaiming):
    h = x
    for _ in range(20):
        layer = torch.nn.Linear(512, 512)  # 默认：kaiming_uniform_(a=sqrt(5))，边界为 1/sqrt(fan_in)
        if use_kaiming:
            torch.nn.init.kaiming_normal_(layer.weight, nonlinearity="relu")
            torch.nn.init.zeros_(layer.bias)
        h = torch.relu(layer(h))
    return h.std().item()


print(f"default init: {depth_20_relu_std(False):.3f}")  # 激活值一层比一层小
print(f"kaiming relu: {depth_20_relu_std(True):.3f}")  # 尺度得以保持
