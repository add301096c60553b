import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.ones(1, 2, 3, 3)

plain = torch.jit.script(nn.Conv2d(2, 1, 3).eval())
folded = torch.jit.script(nn.Sequential(nn.Conv2d(2, 1, 3), nn.BatchNorm2d(1)).eval())
frozen_plain = torch.jit.freeze(plain)
frozen_folded = torch.jit.freeze(folded)

with torch.no_grad():  # 例如冻结之后又载入了新权重
    plain.weight.zero_()
    plain.bias.zero_()
    folded[0].weight.zero_()
    folded[0].bias.zero_()

print("plain conv, frozen: ", frozen_plain(x).flatten())  # 跟着变了
print("conv + bn, frozen:  ", frozen_folded(x).flatten())  # 还是旧权重
print("conv + bn, scripted:", folded(x).flatten())
