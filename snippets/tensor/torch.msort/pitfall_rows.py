import torch

table = torch.tensor([[3, 10],
                      [1, 30],
                      [2, 20]])     # rows are (id, score) records
# nothing raises: columns are sorted separately and the records are torn apart
print(table.msort())
# keep the rows together: sort by one column and reorder the rows
print(table[table[:, 0].argsort()])
