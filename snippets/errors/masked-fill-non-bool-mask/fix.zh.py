import torch

scores = torch.zeros(3, 3)
causal = torch.ones(3, 3, dtype=torch.bool).tril()  # 一开始就是 bool
print(causal.dtype)
print(scores.masked_fill(~causal, float("-inf")))  # 在掩码为 True 的位置填充：对角线以上

attention_mask = torch.tensor([1, 1, 0])  # 来自 tokenizer 的 int64：1 = 保留
print(scores[0].masked_fill(attention_mask == 0, float("-inf")))
