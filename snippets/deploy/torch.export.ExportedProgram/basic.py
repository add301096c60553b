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

# The graph takes the weights as inputs, before the user input
print([node.name for node in ep.graph.nodes if node.op == "placeholder"])
print(ep.graph is ep.graph_module.graph)
print(ep.graph_signature.user_inputs)

# One ModuleCallEntry per submodule called, the root first
print([entry.fqn for entry in ep.module_call_graph])

# example_inputs is (args, kwargs), ready to call the module with
args, kwargs = ep.example_inputs
print(kwargs)
out = ep.module()(*args, **kwargs)
torch.testing.assert_close(out, model(x, scale=2.0))
ep.validate()  # raises if the program breaks export's rules
print("ok", tuple(out.shape))
