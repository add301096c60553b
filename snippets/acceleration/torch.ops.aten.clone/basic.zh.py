import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

packet = torch.ops.aten.clone  # OpOverloadPacket：包含 aten::clone 的所有重载
print(packet, packet.overloads())
print(packet.default._schema)  # 其中一个重载，带有确切的 schema

x = torch.arange(6.0, device=device).reshape(2, 3)
y = packet(x)  # packet 会根据参数选择重载
z = packet.default(x)  # 也可以自己指定重载
print(torch.equal(y, z), y.data_ptr() != x.data_ptr())

# memory_format 只能以关键字传入；默认保持输入的内存布局
images = torch.randn(2, 3, 4, 4, device=device)
print(packet(images).stride())
print(packet(images, memory_format=torch.channels_last).stride())

# 导出的图中，节点的 target 就是这些重载对象
class Model(torch.nn.Module):
    def forward(self, t):
        return t.clone() * 2


ep = torch.export.export(Model(), (x,))
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
