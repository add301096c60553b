import torch

tags = torch.ops.aten.add.Tensor.tags
print("pointwise" in tags)  # 字符串永远不等于 Tag
print(torch.Tag.pointwise in tags)
print(torch.Tag.__members__["pointwise"] in tags)  # 名字存在字符串里时这样取
