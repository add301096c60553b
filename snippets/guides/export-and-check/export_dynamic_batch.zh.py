import torch
from torch.export import Dim, export

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Dropout(0.1))
        self.head = torch.nn.Linear(32, 3)

    def forward(self, x):
        return self.head(self.body(x)).softmax(dim=-1)


torch.manual_seed(0)
model = Classifier().to(device).eval()  # 在导出之前调用 eval()：Dropout/BatchNorm 会按追踪时的行为固化进去
example = torch.randn(4, 16, device=device)

# 静态导出：每个输入维度都固定为示例输入的大小。
static = export(model, (example,))
try:
    static.module()(torch.randn(7, 16, device=device))
except Exception as exc:  # 导出的模块会检查输入形状
    print("static export, batch 7:", type(exc).__name__, "-", exc)

# 动态批次：给这一维命名并指定范围。字典的键是 forward() 的参数名。
batch = Dim("batch", min=1, max=1024)
program = export(model, (example,), dynamic_shapes={"x": {0: batch}})
exported = program.module()

# 在多个批次大小上检查与 eager 的数值是否一致，而不只是示例的大小。
with torch.no_grad():
    for n in (1, 4, 33):
        x = torch.randn(n, 16, device=device)
        torch.testing.assert_close(exported(x), model(x))
        print(f"batch {n:>2}: output {tuple(exported(x).shape)} matches eager")

try:
    exported(torch.randn(4, 15, device=device))
except Exception as exc:
    print("wrong feature size:", type(exc).__name__, "-", exc)
