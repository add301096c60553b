import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 模型以 nn.Sigmoid() 结尾再接 BCELoss，对比 logits + BCEWithLogitsLoss
logits = torch.tensor([-30.0, 30.0], device=device, requires_grad=True)
target = torch.tensor([1.0, 0.0], device=device)  # 两个预测都错得离谱

loss = torch.nn.BCELoss()(torch.nn.Sigmoid()(logits), target)
loss.backward()
# 在 float32 下 sigmoid(30) 舍入为 1.0：log(0) 被截断到 -100，
# 因此损失失真，梯度也远远偏小
print(loss.detach(), logits.grad)

logits.grad = None
loss = torch.nn.BCEWithLogitsLoss()(logits, target)
loss.backward()
print(loss.detach(), logits.grad)  # 精确的损失（每个样本 30），梯度为 sigmoid(x) - y
