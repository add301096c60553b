import torch
from torch.export import Dim, export

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.Dropout(0.5), torch.nn.Linear(8, 2)).to(device)
x = torch.randn(4, 8, device=device)

# 坑 1：导出仍处于训练模式的模型（模型构造后默认就是训练模式）。
print("model.training at export time:", model.training)
program = export(model, (x,))
model.eval()
try:
    torch.testing.assert_close(program.module()(x), model(x))
except AssertionError as exc:
    print("train-mode export vs eval eager:", str(exc).splitlines()[0])

program = export(model, (x,))  # 以 eval 模式重新导出
torch.testing.assert_close(program.module()(x), model(x))
print("eval-mode export matches eager: True")

# 坑 2：批次维是动态的，示例输入的批次大小却是 1。
# 大小 1 会被特化，所以 export 拒绝把它当作动态维度。
try:
    export(model, (torch.randn(1, 8, device=device),), dynamic_shapes=({0: Dim("batch")},))
except Exception as exc:
    print(type(exc).__name__ + ":", str(exc).splitlines()[0])
    print(str(exc).splitlines()[1].strip())

# 修复：示例批次用 2 或更大；通过 min=1 仍可让范围包含 1。
program = export(model, (torch.randn(2, 8, device=device),), dynamic_shapes=({0: Dim("batch", min=1)},))
one = torch.randn(1, 8, device=device)
torch.testing.assert_close(program.module()(one), model(one))
print("example batch 2, min=1: batch 1 runs and matches eager")
