import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.norm = nn.LayerNorm(3)

    def forward(self, x, scale=1.0):
        return self.norm(self.fc(x)) * scale


torch.manual_seed(0)
model = Net().eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,), kwargs={"scale": 2.0})

# 图把权重当作输入，排在用户输入之前
print([node.name for node in ep.graph.nodes if node.op == "placeholder"])
print(ep.graph is ep.graph_module.graph)
print(ep.graph_signature.user_inputs)

# 每个被调用的子模块一个 ModuleCallEntry，根模块在最前
print([entry.fqn for entry in ep.module_call_graph])

# example_inputs 是 (args, kwargs)，可以直接用来调用模块
args, kwargs = ep.example_inputs
print(kwargs)
out = ep.module()(*args, **kwargs)
torch.testing.assert_close(out, model(x, scale=2.0))
ep.validate()  # 程序违反导出规则时会抛出异常
print("ok", tuple(out.shape))
