import torch
from torch.autograd.graph import increment_version

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1  # 非叶子张量
y = torch.sin(h)  # sin 为反向保存了 h

# autograd 看不到的原地修改（通过 .data 或自定义内核）
h.data.mul_(2)
print(h._version)

# 声明一下，反向就会拒绝使用已经过时的保存值
increment_version(h)
print(h._version)
# 现在反向会明确报错，而不是用错误的值算下去
try:
    y.sum().backward()
except RuntimeError as err:
    print(str(err).split(";")[0])
