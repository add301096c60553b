import io

import torch

torch.manual_seed(0)
backbone = torch.nn.Linear(4, 4)
head = torch.nn.Linear(4, 1)
x = torch.ones(2, 4)

# 方案 1：no_grad() 同样不构建计算图，但返回的是普通张量。
with torch.no_grad():
    feats = backbone(x)
print(feats.is_inference(), feats.requires_grad)
head(feats).sum().backward()
print(head.weight.grad.shape)

# 方案 2：保留 inference_mode()，在它外面克隆结果。
with torch.inference_mode():
    feats = backbone(x)
feats = feats.clone()
print(feats.is_inference())
head(feats).sum().backward()
print(head.weight.grad.shape)

# 加载权重：load_state_dict 会把值复制进已有的参数，这些参数仍是普通张量，
# 即使它在 inference_mode() 中运行、检查点也是在其中加载的。
buffer = io.BytesIO()
torch.save(head.state_dict(), buffer)
buffer.seek(0)
with torch.inference_mode():
    state = torch.load(buffer)
    model = torch.nn.Linear(4, 1)
    print("model created inside:", model.weight.is_inference())  # True：模型要在外面创建
model = torch.nn.Linear(4, 1)
with torch.inference_mode():
    model.load_state_dict(state)
print("copied:", model.weight.is_inference())
model(x).sum().backward()
torch.optim.SGD(model.parameters(), lr=0.1).step()  # 正常训练

# assign=True 保留检查点自己的张量，在这里就是推理张量。
assigned = torch.nn.Linear(4, 1)
with torch.inference_mode():
    assigned.load_state_dict(state, assign=True)
print("assigned:", assigned.weight.is_inference())  # True：optimizer.step() 会失败
