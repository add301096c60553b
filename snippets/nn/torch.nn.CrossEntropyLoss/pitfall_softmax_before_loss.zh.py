import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
target = torch.tensor([0], device=device)

# 模型已经非常确信且预测正确
logits = torch.tensor([[10.0, 0.0, 0.0]], device=device)
print("logits:          ", criterion(logits, target))

# 先做 softmax 会把分数压到 [0, 1] 区间；即使预测完美，
# 损失也再也无法接近 0
probs = logits.softmax(dim=1)
print("softmax outputs: ", criterion(probs, target))
print("best possible:   ", criterion(torch.tensor([[1.0, 0.0, 0.0]], device=device), target))
