import torch

tags = torch.ops.aten.add.Tensor.tags
print("pointwise" in tags)  # a string never equals a Tag
print(torch.Tag.pointwise in tags)
print(torch.Tag.__members__["pointwise"] in tags)  # from a name held in a string
