import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]], device=device)
probs = torch.nn.Softmax(dim=0)(logits)  # 对每个类别在批次维上归一化
print(probs.sum(dim=1))  # 每个样本的“概率”之和不为 1
print(probs.argmax(dim=1))
