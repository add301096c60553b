import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

packet = torch.ops.aten.clone  # an OpOverloadPacket: every overload of aten::clone
print(packet, packet.overloads())
print(packet.default._schema)  # one overload, with its exact schema

x = torch.arange(6.0, device=device).reshape(2, 3)
y = packet(x)  # the packet picks the overload from the arguments
z = packet.default(x)  # or name the overload yourself
print(torch.equal(y, z), y.data_ptr() != x.data_ptr())

# memory_format is keyword-only; the default keeps the input's layout
images = torch.randn(2, 3, 4, 4, device=device)
print(packet(images).stride())
print(packet(images, memory_format=torch.channels_last).stride())

# The same overload objects appear as node targets in exported graphs
class Model(torch.nn.Module):
    def forward(self, t):
        return t.clone() * 2


ep = torch.export.export(Model(), (x,))
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
