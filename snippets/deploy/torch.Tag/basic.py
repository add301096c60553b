import torch

print(torch.Tag.pointwise, torch.Tag.pointwise.name)

# Tags belong to one overload (aten.add.Tensor), not to the packet (aten.add).
for op in (torch.ops.aten.add.Tensor, torch.ops.aten.sum.dim_IntList, torch.ops.aten.nonzero.default,
           torch.ops.aten.bernoulli.default, torch.ops.aten.add_.Tensor):
    print(f"{str(op):24}", sorted(tag.name for tag in op.tags))

print(torch.Tag.pointwise in torch.ops.aten.mul.Tensor.tags)

# Custom operators can declare tags too.
@torch.library.custom_op("mylib::double", mutates_args=(), tags=(torch.Tag.pointwise,))
def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


print(torch.ops.mylib.double.default.tags)
