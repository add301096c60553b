import torch

print(torch.Tag.pointwise, torch.Tag.pointwise.name)

# 标签属于某一个重载（aten.add.Tensor），而不是整个算子包（aten.add）。
for op in (torch.ops.aten.add.Tensor, torch.ops.aten.sum.dim_IntList, torch.ops.aten.nonzero.default,
           torch.ops.aten.bernoulli.default, torch.ops.aten.add_.Tensor):
    print(f"{str(op):24}", sorted(tag.name for tag in op.tags))

print(torch.Tag.pointwise in torch.ops.aten.mul.Tensor.tags)

# 自定义算子也可以声明标签。
@torch.library.custom_op("mylib::double", mutates_args=(), tags=(torch.Tag.pointwise,))
def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


print(torch.ops.mylib.double.default.tags)
